/** The services pages' content (spec §2 Services, §3 Service entry, Design packages, Printing service). */
export type ServiceEntry = { name: string; description: string; icon: ServiceIcon; route: string };
export type ServiceIcon = 'branding' | 'delivery' | 'design' | 'printing';

export type DesignPackage = { name: string; price: number; features: readonly [string, string, string] };

export type PrintingService = {
  id: string;
  title: string;
  description: string;
  examples: readonly string[];
  image: { src: string; alt: string };
  route: string;
  buttonText: string;
};

export const serviceEntries: readonly ServiceEntry[] = [
  {
    name: 'Branding',
    description: 'Logos, guidelines and assets that keep your brand consistent on every print.',
    icon: 'branding',
    route: '/services/branding',
  },
  {
    name: 'Delivery',
    description: 'Free local delivery in South Orange County and free shipping across the U.S.',
    icon: 'delivery',
    route: '/services/delivery',
  },
  {
    name: 'Design',
    description: 'Fixed-price design packages that get your artwork print-ready.',
    icon: 'design',
    route: '/services/design',
  },
  {
    name: 'Printing',
    description: 'UV printing for raised, vivid finishes, and 3D printing for objects and prototypes.',
    icon: 'printing',
    route: '/services/printing',
  },
];

export const learnMore = 'Learn More';

export const designPackages: readonly DesignPackage[] = [
  { name: 'Basic', price: 100, features: ['Logo design', 'Color palette', 'Font selection'] },
  {
    name: 'Deluxe',
    price: 200,
    features: ['Logo design', 'Complete branding guide', 'Social media templates'],
  },
  { name: 'Complex', price: 250, features: ['Custom assets', 'Product mockups', 'Advanced branding'] },
];

export const designPage = {
  packagesTitle: 'Design packages',
  action: { label: 'Get Started', href: '/contact-us' },
  note: 'Every package includes print-ready files and two rounds of revisions.',
} as const;

export const brandingServices: readonly { name: string; description: string }[] = [
  { name: 'Logo Design', description: 'A distinctive mark that reads at sticker size and on a storefront.' },
  { name: 'Brand Guidelines', description: 'Colors, type and usage rules so every print looks like you.' },
  {
    name: 'Stationery Design',
    description: 'Business cards, letterheads and envelopes that match your brand.',
  },
  {
    name: 'Marketing Assets',
    description: 'Flyers, posters, social graphics and signage for your campaigns.',
  },
  {
    name: 'Rebranding Services',
    description: 'A fresh look for an established business, rolled out step by step.',
  },
];

export const brandingPage = {
  servicesTitle: 'What we offer',
  addOn: {
    label: 'Add-on',
    name: 'Packaging Design',
    description: 'Boxes, labels and hang tags designed around your brand and ready for print.',
    action: { label: 'Learn More', href: '/services/design' },
  },
  contact: {
    text: 'Ready to build a brand people remember?',
    label: 'Contact Us Today',
    href: '/contact-us',
  },
} as const;

/** The printing tabs, UV first: it is the tab shown by default (spec §4). */
export const printingServices: readonly PrintingService[] = [
  {
    id: 'uv',
    title: 'UV Printing',
    description:
      'UV-cured inks dry the moment they are printed, so colours stay sharp and layers can be built up into raised, textured finishes that resist scratches, water and sunlight.',
    examples: ['Embossed Stickers', 'Embossed Labels', 'Gloss Posters', 'Matte Flyers'],
    image: {
      src: '/services/uv-printing.svg',
      alt: 'A UV printer lamp curing a sheet of raised orange labels',
    },
    route: '/start-an-order',
    buttonText: 'Start an Order',
  },
  {
    id: '3d',
    title: '3D Printing',
    description:
      'From a single prototype to a short run of custom pieces, we print durable objects layer by layer from your model or a sketch we develop with you.',
    examples: ['Custom 3D Objects', 'Prototypes', 'Unique Designs'],
    image: {
      src: '/services/3d-printing.svg',
      alt: 'A 3D printer nozzle building a small navy vase layer by layer',
    },
    route: '/contact-us',
    buttonText: 'Contact Us',
  },
];

export const printingPage = { examplesTitle: 'Examples', tabsLabel: 'Printing services' } as const;

export const deliveryPage = {
  mapTitle: 'Our free local delivery area in South Orange County',
  mapDescription:
    'A map of South Orange County with the coastline, our shop in Aliso Viejo and the five cities we deliver to for free.',
  local: {
    title: 'Free local delivery',
    text: 'We deliver orders free of charge to businesses in these South Orange County cities:',
  },
  nationwide: {
    title: 'Free nationwide shipping',
    text: 'Outside our delivery area? Every order ships free anywhere in the United States, tracked from our door to yours.',
  },
  contact: {
    text: 'Questions about delivery times or a rush order?',
    label: 'Contact Us',
    href: '/contact-us',
  },
} as const;
