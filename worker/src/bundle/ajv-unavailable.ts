// ajv compiles each JSON Schema into code with `new Function`, which the Workers runtime refuses, so it cannot run
// here. The MCP SDK still imports it for its default validator; the catalog's MCP server passes the SDK's Workers
// validator (@cfworker/json-schema) instead, and wrangler.toml's [alias] points `ajv` and `ajv-formats` at this
// module, which keeps about 150 KB of code that could never run out of the bundle. Using it says why.
const unavailable = (): never => {
  throw new Error('ajv cannot run on Workers: pass the MCP SDK a CfWorkerJsonSchemaValidator');
};

export default class Ajv {
  constructor() {
    unavailable();
  }
}

export const addFormats = (): never => unavailable();
