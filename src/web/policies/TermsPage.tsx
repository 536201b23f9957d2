import { Link } from 'react-router';
import { PolicyLayout, PolicySection, SupportEmail } from './PolicyLayout';

export default function TermsPage() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      summary="The agreement between you and Listcraft when you create an account and use the service. Please read it; it is short."
    >
      <PolicySection title="1. The service">
        <p>
          Listcraft analyzes the product listing you enter (title, bullet points and keywords), produces insights with a buyer
          persona, and generates an optimized title, bullet points, description and backend search terms, checked against the
          marketplace policy you select. Listcraft is independent and is not affiliated with, or endorsed by, Amazon or any other
          marketplace.
        </p>
      </PolicySection>

      <PolicySection title="2. Your account">
        <ul>
          <li>You need an account with a confirmed e-mail address. Give accurate details and keep your password to yourself.</li>
          <li>One person, one account. You are responsible for what happens under your account.</li>
          <li>You must be at least 16 and use Listcraft for your business or professional activity.</li>
        </ul>
      </PolicySection>

      <PolicySection title="3. Credits and the free allowance">
        <ul>
          <li>
            <strong>Standard accounts get 1 listing per month</strong>: one credit, of which analyzing a listing uses 0.5 and generating
            the optimized listing uses 0.5.
          </li>
          <li>Credits renew at the start of each calendar month. Unused credits do not roll over.</li>
          <li>Deleting a listing does not restore the credits used for it.</li>
          <li>If a step fails on our side, the credit it used is restored automatically.</li>
          <li>
            Additional credits can be arranged with our support team over WhatsApp or e-mail. Their price and any refund are covered by
            our <Link to="/refund-policy">Refund Policy</Link>.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="4. Acceptable use">
        <p>Do not use Listcraft to:</p>
        <ul>
          <li>write listings for products that are illegal, counterfeit, or that you have no right to sell;</li>
          <li>make false claims about products, or infringe anyone's trademarks or copyrights;</li>
          <li>probe, overload or work around the limits of the service, or access other users' data;</li>
          <li>resell access to the service without our written agreement.</li>
        </ul>
      </PolicySection>

      <PolicySection title="5. Your content and the output">
        <p>
          You keep all rights to what you enter. The listings Listcraft generates for you are yours to use, edit and publish. You give
          us permission to store and process your content only to provide the service to you.
        </p>
        <p>
          Generated text is a draft written by software. <strong>You are responsible for checking it</strong> before you publish it,
          including that every claim about your product is true and that it meets the current rules of your marketplace. Our audit
          and character guides help, but they cannot guarantee that a marketplace will accept a listing.
        </p>
      </PolicySection>

      <PolicySection title="6. Availability">
        <p>
          We <strong>aim for 99% uptime</strong> each calendar month, not counting announced maintenance. The service may
          occasionally be unavailable for maintenance, updates or reasons outside our control. We will try to announce planned
          maintenance in advance.
        </p>
      </PolicySection>

      <PolicySection title="7. Liability">
        <p>
          Listcraft is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, such as
          lost sales, rankings or profits, or for the suppression of a listing by a marketplace. Our total liability for any claim is
          limited to the amount you paid us in the 12 months before it. Nothing in these terms limits liability that cannot be limited
          by law.
        </p>
      </PolicySection>

      <PolicySection title="8. Ending the agreement">
        <p>
          You can stop using Listcraft at any time and ask us to delete your account by writing to <SupportEmail />. We may suspend or
          close an account that breaks these terms, after warning you where we reasonably can.
        </p>
      </PolicySection>

      <PolicySection title="9. Changes to these terms">
        <p>
          We may update these terms. We will post the new version here with its date and, for material changes, e-mail you at least
          14 days before they apply. Continuing to use Listcraft after that means you accept them.
        </p>
      </PolicySection>

      <PolicySection title="10. Contact">
        <p>
          Questions about these terms: <SupportEmail />, or use our <Link to="/contact">contact form</Link>.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
