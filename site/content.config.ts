import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const pageSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()).min(1),
  headline: z.string(),
  updated: z.coerce.date(),
});

const wiki = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './site/content/wiki' }),
  // A short name for the header's navigation, where the headline would not fit a phone.
  schema: pageSchema.extend({ navLabel: z.string().max(30) }),
});

const privacy = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './site/content/privacy' }),
  schema: pageSchema,
});

export const collections = { wiki, privacy };
