// Outside links of the footer (docs/product.md#every-page: a photo-sharing page, a professional network page, a donation page).
export interface SocialLink {
  label: string;
  href: string;
}

export const INSTAGRAM: SocialLink = { label: 'Instagram', href: 'https://www.instagram.com/quadkit/' };
export const LINKEDIN: SocialLink = { label: 'LinkedIn', href: 'https://www.linkedin.com/company/quadkit/' };
/** The donation page; its link text is translated (messages.ts), the platforms' names are not. */
export const SUPPORT_US_HREF = 'https://ko-fi.com/quadkit';
