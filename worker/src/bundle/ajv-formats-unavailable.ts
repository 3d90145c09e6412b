// `ajv-formats` goes with `ajv`: see ajv-unavailable.ts.
export { addFormats as default } from './ajv-unavailable';
