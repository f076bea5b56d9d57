/** The people behind the shop (spec §3 Team member). Portraits are illustrations drawn for this site. */
export type TeamMember = { name: string; role: string; image: { src: string; alt: string }; bio: string };

export const team: readonly TeamMember[] = [
  {
    name: 'Elena Vasquez',
    role: 'Co-Founder & Co-CEO',
    image: {
      src: '/team/elena-vasquez.svg',
      alt: 'Illustrated portrait of Elena Vasquez, smiling, with dark shoulder-length hair',
    },
    bio: 'Elena spent ten years running production at a Southern California packaging plant. She looks after our presses, our materials and every deadline we promise.',
  },
  {
    name: 'Marcus Chen',
    role: 'Co-Founder & Co-CEO',
    image: {
      src: '/team/marcus-chen.svg',
      alt: 'Illustrated portrait of Marcus Chen, with short black hair and glasses',
    },
    bio: 'Marcus is a brand designer who helped local businesses launch their products. He leads our design and branding work and the team that checks your artwork.',
  },
];
