import { Link } from 'react-router';
import { PolicyLayout, PolicySection, SupportEmail } from './PolicyLayout';

export default function ServicePolicyPage() {
  return (
    <PolicyLayout title="Service Policy" summary="What Listcraft delivers, how we support you, and the standards we hold the service to.">
      <PolicySection title="1. What you get">
        <ul>
          <li>An analysis of your listing: key features, benefits, selling points, usage and a buyer persona, marked when estimated.</li>
          <li>Editable prompts, filled with your listing and the analysis, before anything is generated.</li>
          <li>An optimized title (with alternatives), bullet points, a product description and backend search terms.</li>
          <li>An audit of the original and the optimized listing against the marketplace policy you choose, with a keyword coverage table.</li>
          <li>A dashboard with every listing you generated, where you can view, edit, copy, export and delete them.</li>
        </ul>
      </PolicySection>

      <PolicySection title="2. Marketplace policies">
        <p>
          Listcraft checks listings against dated policy profiles: today the 200-character title rules in force since January 2025,
          and the 75-character title rules with item highlights announced for July 2026. When a marketplace changes its rules, we
          update or add a profile and note the date. Profiles are our reading of public seller documentation; the marketplace's own
          rules always prevail.
        </p>
      </PolicySection>

      <PolicySection title="3. Quality standards">
        <ul>
          <li>Generated listings are checked by our rules engine before you see them, and error-level problems are fixed automatically.</li>
          <li>We do not add facts you did not give us: numbers, materials, sizes or certifications that are not in your input are flagged.</li>
          <li>The character guides show title, bullet, description and search-term lengths as you edit.</li>
        </ul>
      </PolicySection>

      <PolicySection title="4. Availability and maintenance">
        <p>
          We aim for 99% uptime each month. Planned maintenance is scheduled outside peak European and American business hours where
          possible. If a step fails during an outage, its credit is restored automatically.
        </p>
      </PolicySection>

      <PolicySection title="5. Support">
        <ul>
          <li>
            E-mail: <SupportEmail />, answered within one business day.
          </li>
          <li>WhatsApp, linked in the footer, for extra credits and quick questions.</li>
          <li>
            The <Link to="/contact">contact form</Link>, for anything else.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="6. Fair use">
        <p>
          To keep Listcraft fast for everyone, requests are rate-limited per account and per network address. Automated or bulk use
          beyond normal seller activity needs our agreement.
        </p>
      </PolicySection>

      <PolicySection title="7. Related policies">
        <p>
          How we handle your data is described in the <Link to="/privacy-policy">Privacy Policy</Link>; your rights and obligations in the{' '}
          <Link to="/terms-and-conditions">Terms and Conditions</Link>; refunds in the <Link to="/refund-policy">Refund Policy</Link>.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
