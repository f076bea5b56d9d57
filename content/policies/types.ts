/** A policy page: numbered sections of paragraphs, with optional bullet points and links. */
type PolicySection = {
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  links?: readonly { label: string; href: string }[];
};

export type Policy = { lastUpdated: string; sections: readonly PolicySection[] };
