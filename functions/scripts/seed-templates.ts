/**
 * `npm run seed:templates`: fills the template gallery in the tables the environment names (the AWS
 * stack's, with the operator's credentials, or the local ones). `--force` rewrites an existing gallery.
 */
import { getDeps } from '../src/deps';
import { getBlobs } from '../src/blob-store';
import { getGenerator } from '../src/engine';
import { seedTemplates } from '../src/seed/seed-templates';

const deps = await getDeps();
const written = await seedTemplates({ ...deps, blobs: getBlobs(deps.config), engine: getGenerator(deps.config) }, { force: process.argv.includes('--force') });
console.log(written ? `Seeded ${written} templates into ${deps.config.tables.templates}.` : 'The gallery already has templates; nothing written (use --force to rewrite).');
