/**
 * The Contact page's heading and introduction. The content system's "Contact us content"
 * replaces this text when it is wired in; the page keeps its layout.
 */
export const contactIntro = {
  title: 'Contact Us',
  lead: 'Questions about membership, fellowships, research grants or the congress? Write to the secretariat, call us, or send a message with the form and we will reply by e-mail.',
} as const;
