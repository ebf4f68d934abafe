/**
 * The shop's social profiles: the contact page links to them (the footer too), and the home page's structured data
 * names the very same. Who sells and how to reach them is the seller's (GET /seller), not written here.
 */
export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/inercise' },
  { name: 'Instagram', href: 'https://www.instagram.com/inercise' },
  { name: 'YouTube', href: 'https://www.youtube.com/@inercise' },
] as const;
