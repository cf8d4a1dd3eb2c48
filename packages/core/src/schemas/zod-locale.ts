/**
 * Every schema of this project is built with zod/mini, not classic zod, for Lambda cold starts: mini
 * builds schemas without attaching ~40 methods to each, and bundles to a fraction of the size (issue 7;
 * `npm run bench:lambda`; API: https://zod.dev/packages/mini). Mini loads no locale, so each module that
 * builds schemas imports this one for itself (`import '@sitewright/core/schemas/zod-locale'`), which sets
 * classic zod's English messages once. Import zod as `import * as z from 'zod/mini'`: a namespace
 * re-exported from a module of ours would bundle all of zod, every locale included.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());
