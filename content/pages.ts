/**
 * Every page of the route table: its document title, meta description, main heading and
 * introduction. Page bodies grow in their own components; these words stay here.
 */
export type PageInfo = { title: string; description: string; heading: string; intro: string };

export const pages = {
  '/': {
    title: 'Custom Stickers, Labels & Packaging Printed in Orange County',
    description:
      'Custom stickers, labels, packaging, vehicle and window graphics and magnets for US businesses. Instant quotes, free U.S. shipping, free local delivery in South Orange County.',
    heading: 'Print Bold. Print Smart. Print with the Pros.',
    intro: 'Try our Custom Stickers, Labels & More...',
  },
  '/deals': {
    title: 'Deals & Promo Codes',
    description: 'Current offers on custom stickers and labels, with the promo code to use on your order.',
    heading: 'Deals',
    intro: 'Our current offer on custom stickers and labels, and the code that unlocks it.',
  },
  '/login': {
    title: 'Log In',
    description: 'Log in to your account to follow your quote requests.',
    heading: 'Log in to your account',
    intro:
      'Enter your e-mail and password. We will then ask for a one-time code: by text message, or from your authenticator app if you have added one.',
  },
  '/signup': {
    title: 'Create an Account',
    description: 'Create an account to keep your quote requests and reorder faster.',
    heading: 'Create your account',
    intro: 'An account keeps your quote requests in one place. It takes a minute.',
  },
  '/confirm-signup': {
    title: 'Confirm Your E-mail',
    description: 'Confirm your e-mail address with the code we sent you.',
    heading: 'Confirm your e-mail address',
    intro: 'Enter the confirmation code from the e-mail we sent you, or follow its link.',
  },
  '/otp': {
    title: 'One-Time Password',
    description: 'Finish logging in with the one-time code we texted you.',
    heading: 'Enter the one-time password (OTP) below',
    intro: 'We sent a one-time code to your phone by SMS.',
  },
  '/reset-password': {
    title: 'Reset Your Password',
    description: 'Forgot your password? We will e-mail you a code to set a new one.',
    heading: 'Reset your password',
    intro: 'Enter the e-mail address of your account and we will send you a reset code.',
  },
  '/confirm-reset-password': {
    title: 'Choose a New Password',
    description: 'Set a new password with the code from your e-mail.',
    heading: 'Choose a new password',
    intro: 'Enter the code from the e-mail we sent you and your new password.',
  },
  '/start-an-order': {
    title: 'Start an Order: Instant Quote',
    description:
      'Price your custom stickers and labels instantly, upload your artwork and request your order.',
    heading: 'Start an order',
    intro: 'Choose your product, size and quantity for an instant price, then send us your artwork.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description: 'Questions about an order, a custom job or an invoice? Write to our Orange County team.',
    heading: 'Contact us',
    intro: 'Tell us what you need and a member of our team will get back to you within one business day.',
  },
  '/about-us': {
    title: 'About Us',
    description:
      'A print shop founded in 2024 in South Orange County, now printing for businesses nationwide.',
    heading: 'About us',
    intro: 'We started in 2024 printing for our neighbours in South Orange County. Today we ship nationwide.',
  },
  '/press-kit': {
    title: 'Press Kit',
    description: 'Key facts, our story and logo files for the press.',
    heading: 'Press kit',
    intro: 'Everything you need to write about us: key facts, our story and our logo.',
  },
  '/terms-of-use': {
    title: 'Terms of Use',
    description: 'The terms that govern the use of our website and services.',
    heading: 'Terms of use',
    intro: 'These terms govern your use of our website and the services we provide.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What information we collect, how we use it and the choices you have.',
    heading: 'Privacy policy',
    intro: 'How we collect, use and protect the information you share with us.',
  },
  '/cookie-policy': {
    title: 'Cookie Policy',
    description: 'The cookies our website uses and how to manage them.',
    heading: 'Cookie policy',
    intro: 'Which cookies our website uses, why, and how you can manage them.',
  },
  '/products': {
    title: 'All Products',
    description: 'Custom stickers, labels, vehicle graphics, window graphics, packaging and magnets.',
    heading: 'All products',
    intro: 'Browse every category we print, from die-cut stickers to full vehicle wraps.',
  },
  '/products/stickers': {
    title: 'Custom Stickers',
    description:
      'Die-cut, embossed, holographic, glitter, chrome, clear and QR code stickers from $0.68 each.',
    heading: 'Custom stickers',
    intro:
      'Durable, vivid custom stickers in every shape and finish, for packaging, promotion and merchandise.',
  },
  '/products/labels': {
    title: 'Custom Labels',
    description: 'Embossed, gloss and clear product labels for bottles, jars, boxes and bags.',
    heading: 'Custom labels',
    intro: 'Product labels that look at home on the shelf: embossed, gloss and clear.',
  },
  '/products/vehicle-graphics': {
    title: 'Vehicle Graphics',
    description: 'Full and partial vehicle wraps and die-cut decals that turn your fleet into advertising.',
    heading: 'Vehicle graphics',
    intro: 'Wraps and decals that turn every vehicle in your fleet into a moving billboard.',
  },
  '/products/window-graphics': {
    title: 'Window Graphics',
    description:
      'Die-cut transfer lettering, clear decals and full-coverage window graphics for storefronts.',
    heading: 'Window graphics',
    intro: 'Storefront lettering, clear decals and full-coverage graphics that bring people in.',
  },
  '/products/packaging': {
    title: 'Custom Packaging',
    description: 'Box wraps, header cards and hang tags that make your product stand out.',
    heading: 'Custom packaging',
    intro: 'Box wraps, header cards and hang tags that finish your product the way it deserves.',
  },
  '/products/magnets': {
    title: 'Custom Magnets',
    description: 'Magnetic business cards, die-cut magnets and car magnets.',
    heading: 'Custom magnets',
    intro: 'Magnetic business cards, die-cut fridge magnets and car magnets that stick around.',
  },
  '/products/circular-and-oval-stickers': {
    title: 'Circular & Oval Stickers',
    description: 'Round and oval custom stickers for logos, seals and packaging.',
    heading: 'Circular & oval stickers',
    intro: 'Round and oval stickers: the classic shape for logos, seals and packaging.',
  },
  '/products/die-cut-stickers': {
    title: 'Die Cut Stickers',
    description: 'Stickers cut to the exact outline of your design.',
    heading: 'Die cut stickers',
    intro: 'Stickers cut through the backing to the exact outline of your design.',
  },
  '/products/embossed-stickers': {
    title: 'Embossed Stickers',
    description: 'Raised, textured stickers printed with layered UV ink.',
    heading: 'Embossed stickers',
    intro: 'Raised, textured stickers built up in layers of UV ink that customers can feel.',
  },
  '/products/kiss-cut-stickers': {
    title: 'Kiss Cut Stickers',
    description: 'Stickers cut through the vinyl only, leaving an easy-peel backing around the design.',
    heading: 'Kiss cut stickers',
    intro: 'Cut through the vinyl but not the backing, so every sticker peels off easily.',
  },
  '/products/qr-code-stickers': {
    title: 'QR Code Stickers',
    description: 'Scannable QR code stickers for menus, packaging, reviews and payments.',
    heading: 'QR code stickers',
    intro: 'Crisp, scannable QR code stickers that link customers to your menu, reviews or store.',
  },
  '/products/rectangular-and-square-stickers': {
    title: 'Rectangular & Square Stickers',
    description: 'Rectangular and square custom stickers and labels with square or rounded corners.',
    heading: 'Rectangular & square stickers',
    intro: 'Rectangles and squares with sharp or rounded corners: the most versatile sticker shape.',
  },
  '/services': {
    title: 'Services',
    description: 'Design, branding, printing and delivery services for businesses.',
    heading: 'Our services',
    intro: 'From the first sketch to the box on your doorstep: design, branding, printing and delivery.',
  },
  '/services/design': {
    title: 'Design Services',
    description: 'Design packages from $100: logos, palettes, branding guides and mockups.',
    heading: 'Design services',
    intro: 'Fixed-price design packages that get your artwork print-ready.',
  },
  '/services/branding': {
    title: 'Branding Services',
    description: 'Logo design, brand guidelines, stationery, marketing assets and rebranding.',
    heading: 'Branding services',
    intro: 'A consistent brand across every sticker, label, box and storefront.',
  },
  '/services/printing': {
    title: 'Printing Services',
    description: 'UV printing and 3D printing for stickers, labels, posters, prototypes and more.',
    heading: 'Printing services',
    intro: 'UV printing for raised, vivid finishes, and 3D printing for objects and prototypes.',
  },
  '/services/delivery': {
    title: 'Delivery',
    description: 'Free local delivery in South Orange County and free shipping on all U.S. orders.',
    heading: 'Delivery',
    intro: 'Free local delivery across South Orange County, and free shipping everywhere in the U.S.',
  },
} satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof pages;

export const pagePaths = Object.keys(pages) as PagePath[];

/** The account screens: reachable by everyone, but of no use in search results (noindex, not in the sitemap). */
export const accountPagePaths = [
  '/login',
  '/signup',
  '/otp',
  '/confirm-signup',
  '/reset-password',
  '/confirm-reset-password',
] as const satisfies readonly PagePath[];

/** The pages of the route table that search engines should list. */
export const indexedPagePaths = pagePaths.filter(
  (path) => !(accountPagePaths as readonly string[]).includes(path),
);
