// What the worker's OpenAPI document generator (hono-openapi, through @standard-community/standard-json) takes
// from `zod/v4/core`: only toJSONSchema. That library imports the module dynamically, so the bundler keeps all of
// zod's core namespace, with its 40-odd error-message locales; wrangler.toml's [alias] points it here instead.
export { toJSONSchema } from 'zod';
