import { Link } from 'react-router';
import { PolicyLayout, PolicySection, SupportEmail } from './PolicyLayout';

export default function RefundPolicyPage() {
  return (
    <PolicyLayout title="Refund Policy" summary="When you can get credits or money back, and how to ask for it.">
      <PolicySection title="1. The free monthly credit">
        <p>
          Every standard account receives 1 free credit each calendar month, enough for one complete listing. Because it costs
          nothing, there is nothing to refund; unused free credit expires at the end of the month.
        </p>
      </PolicySection>

      <PolicySection title="2. Automatic credit refunds">
        <p>
          Analysis and generation each use 0.5 credit, charged when the step starts. If the step fails on our side (for example the
          AI provider times out or returns an error), the credit is restored to your balance automatically, and your credit badge
          shows it within seconds. You do not need to contact us.
        </p>
      </PolicySection>

      <PolicySection title="3. Credits that were used">
        <p>
          A step that completed and returned a result has used its credit, even if you later edit or delete the listing. Deleting a
          listing does not restore credits. If you believe a result was unusable because of a fault on our side, write to us within
          14 days and we will review it; where we agree, we add the credit back.
        </p>
      </PolicySection>

      <PolicySection title="4. Purchased credits">
        <ul>
          <li>Extra credits you bought can be refunded in full within 14 days of purchase, as long as none of them has been used.</li>
          <li>If some have been used, we refund the unused part on request within the same 14 days.</li>
          <li>After 14 days, purchased credits are not refundable, but they stay on your account for the month they were added.</li>
          <li>Refunds go back to the original payment method within 5 to 10 business days of approval.</li>
        </ul>
      </PolicySection>

      <PolicySection title="5. How to ask">
        <p>
          Write to <SupportEmail /> or use the <Link to="/contact">contact form</Link> from the e-mail address of your account, and tell us
          which credits or which listing the request is about. We reply within two business days.
        </p>
      </PolicySection>

      <PolicySection title="6. Your statutory rights">
        <p>This policy does not limit any right to a refund or remedy that the consumer law of your country gives you.</p>
      </PolicySection>
    </PolicyLayout>
  );
}
