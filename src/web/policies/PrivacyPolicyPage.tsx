import { PolicyLayout, PolicySection, SupportEmail } from './PolicyLayout';

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      summary="What Listcraft collects when you use it, why, who else sees it, how long we keep it and what you can ask us to do with it."
    >
      <PolicySection title="1. Who we are">
        <p>
          Listcraft is a web application that helps marketplace sellers analyze and rewrite product listings. In this policy
          “Listcraft”, “we” and “us” mean the team that operates the service. For any privacy question, write to <SupportEmail />.
        </p>
      </PolicySection>

      <PolicySection title="2. What we collect">
        <ul>
          <li>
            <strong>Account data:</strong> your name, display name, e-mail address and a password. We store only a salted argon2id
            hash of the password, never the password itself.
          </li>
          <li>
            <strong>Listing data:</strong> the titles, bullet points and keywords you enter, the insights and prompts produced from
            them, and the listings we generate and you edit.
          </li>
          <li>
            <strong>Usage data:</strong> how many credits you used this month, when they reset, and a ledger of each charge and refund.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form (name, e-mail, subject, message) and the IP address it
            came from, to stop abuse.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and browser type with each session, and short-lived server logs of
            requests. We do not use advertising or analytics trackers.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="3. Why we use it">
        <ul>
          <li>To run your account: sign-in, e-mail confirmation and password resets.</li>
          <li>To provide the service: analyzing your listing, generating the optimized version and keeping it on your dashboard.</li>
          <li>To count and reset your monthly credits, and to add credits you asked for.</li>
          <li>To answer your messages and keep the service secure, including rate limits against automated abuse.</li>
        </ul>
        <p>
          We process this data because it is necessary to perform our contract with you, and, for security and abuse prevention,
          because of our legitimate interest in keeping the service safe. We never sell your data and never use your listings to
          advertise to anyone.
        </p>
      </PolicySection>

      <PolicySection title="4. Cookies">
        <p>
          Listcraft sets one strictly necessary cookie that keeps you signed in. It is marked HttpOnly and SameSite=Lax, and Secure
          when the site runs over HTTPS. Your browser also keeps the listing you saved in the optimizer in its local storage, so it is
          there when you come back. We use no marketing or tracking cookies, so there is nothing to opt out of.
        </p>
      </PolicySection>

      <PolicySection title="5. Who else sees your data">
        <ul>
          <li>
            <strong>AI provider:</strong> when the service is configured to use an external AI model, the text of your listing,
            keywords and prompts is sent to that provider to write your listing. The provider in use is named in the footer of every
            page. Providers process it under their API terms, which exclude training on API data by default.
          </li>
          <li>
            <strong>E-mail delivery:</strong> our mail provider receives your address and the content of account e-mails (confirmation
            links, password resets).
          </li>
          <li>
            <strong>Hosting:</strong> our hosting and database providers store the data on our behalf.
          </li>
        </ul>
        <p>We disclose data to authorities only when the law requires it.</p>
      </PolicySection>

      <PolicySection title="6. How long we keep it">
        <p>
          Account, listing and usage data are kept while your account exists. Deleting a listing removes it from your dashboard and
          our database at once. Contact messages are kept for 12 months. Server logs are kept for at most 30 days. When you ask us
          to delete your account, we delete its data within 30 days, apart from records we must keep by law.
        </p>
      </PolicySection>

      <PolicySection title="7. Your rights">
        <p>
          You can ask us for a copy of your data, to correct it, to delete it, or to restrict or object to its use. You can export
          any listing yourself as CSV or JSON from the dashboard. Write to <SupportEmail /> from the address of your account; we answer
          within 30 days. If you think we handle your data unlawfully, you may also complain to your data protection authority.
        </p>
      </PolicySection>

      <PolicySection title="8. Security">
        <p>
          Passwords are hashed with argon2id, sessions are held in HttpOnly cookies, password-reset links work once and expire after
          one hour, and resetting a password signs out every other session. Access to production data is limited to the people who
          operate the service.
        </p>
      </PolicySection>

      <PolicySection title="9. Children">
        <p>Listcraft is a tool for businesses and is not meant for anyone under 16. We do not knowingly collect their data.</p>
      </PolicySection>

      <PolicySection title="10. Changes">
        <p>
          We will post any change to this policy on this page with a new date, and e-mail you before a change that affects how we use
          your data.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
