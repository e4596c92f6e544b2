/**
 * A believable privacy notice for the demo society under India's Digital Personal Data
 * Protection Act, 2023 and its Rules of 2025: what is collected, why, for how long, members'
 * rights and where to complain. A real society has its own notice checked by its advisers.
 */
export const demoPrivacyNotice = {
  heading: 'Privacy Notice',
  body: [
    '<p>The Oral Implantology Society of India (“the Society”) is the Data Fiduciary for the personal data you give us when you apply for membership, register for events or use this site. This notice explains, under the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025, what we collect, why, for how long, and the rights you have.</p>',
    '<h2>What we collect</h2>',
    '<ul><li>Your name, title, date of birth, gender and profile picture.</li><li>Your e-mail address, mobile number and postal address.</li><li>Your speciality, institution, department and dental registration number, and a student ID card if you apply as a student.</li><li>Your payments to the Society (amount, date and the payment reference; card details stay with the payment provider).</li><li>Event registrations, attendance and CDE points, fellowship and research grant applications, and what you post in the members’ forum.</li></ul>',
    '<h2>Why we use it</h2>',
    '<ul><li>To review your application and keep your membership: your membership number, renewals, receipts and certificates.</li><li>To verify that you are a registered dental professional.</li><li>To run events, CDE records, fellowships and research grants you apply for.</li><li>To list you in the members’ directory, only if you choose to be listed.</li><li>To write to you about your membership and, if you subscribe, the newsletter.</li></ul>',
    '<p>We use your data only for these purposes, with your consent given when you apply. We do not sell it and do not share it except with our payment provider, our e-mail provider and where the law requires.</p>',
    '<h2>How long we keep it</h2>',
    '<p>We keep your data while you are a member and for three years after your membership ends, then erase it, except payment and receipt records, which we keep for eight years as tax law requires. If your application is not approved, we erase it within one year.</p>',
    '<h2>Your rights</h2>',
    '<ul><li><strong>Access:</strong> ask for a summary of your personal data we hold and how we use it.</li><li><strong>Correction and completion:</strong> correct or complete your details from your dashboard or by writing to us.</li><li><strong>Erasure:</strong> ask us to erase your data when it is no longer needed, or withdraw your consent; withdrawing ends your membership, and does not affect what was done before.</li><li><strong>Grievance redressal:</strong> complain to our Grievance Officer, named below.</li><li><strong>Nomination:</strong> name another person to exercise these rights for you if you die or become unable to.</li></ul>',
    '<p>If you are not satisfied with our answer to a grievance, you may complain to the <strong>Data Protection Board of India</strong>, after first using our grievance process.</p>',
    '<h2>Changes to this notice</h2>',
    '<p>Each change is published as a new version with its date. Applicants agree to the version shown when they apply.</p>',
  ].join(''),
  grievanceOfficer: 'Dr. Meera Subramanian, Honorary Secretary',
  grievanceEmail: 'grievance@osi-india.example',
  grievanceAddress:
    'Grievance Officer, Oral Implantology Society of India, 3rd Floor, Prestige Meridian, 29 MG Road, Bengaluru, Karnataka 560001',
  grievanceResponseTime: '30 days',
  dataProtectionContact:
    'The Society’s secretariat answers questions about the processing of your personal data: privacy@osi-india.example, +91 80 4123 5678 (Monday to Friday, 10 am – 6 pm).',
};
