// On the real worker: /api/openapi.json passes an OpenAPI 3.1 validator, names every public GET route, and each
// route's real answers match the schema the document gives for them. /developers renders it without a script.
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { baseURL } from './seeded-worker';

type Doc = { paths: Record<string, { get?: unknown }> };

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** JSON Pointer of the 200 schema of a path's GET. */
const pointer = (path: string) =>
  `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/get/responses/200/content/application~1json/schema`;

describe('the public API document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const doc = await getJson<Doc>('/api/openapi.json');
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("documents every public GET, and every one's real answers match their documented schema", async () => {
    const doc = await getJson<Doc>('/api/openapi.json');
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(doc, 'openapi');
    const major = (await getJson<{ fields: { majors: { id: string }[] }[] }>('/api/majors')).fields[0]?.majors[0]?.id;
    const toolkit = (await getJson<{ toolkits: { id: string }[] }>('/api/toolkits/public')).toolkits[0]?.id;
    const article = (await getJson<{ articles: { id: string }[] }>('/api/bulletin/latest')).articles[0]?.id;
    const samples: Record<string, string[]> = {
      '/api/resources': ['/api/resources', '/api/resources?category=learning', '/api/resources?limit=3'],
      '/api/resources/{id}': ['/api/resources/notion'],
      '/api/categories': ['/api/categories'],
      '/api/majors': ['/api/majors'],
      '/api/majors/{majorId}': [`/api/majors/${major}`],
      '/api/popular-majors': ['/api/popular-majors?limit=5'],
      '/api/search': ['/api/search?q=notion', '/api/search?q=notoin', '/api/search?q=study&type=toolkit'],
      '/api/trending': ['/api/trending', '/api/trending?window_days=7&limit=5'],
      '/api/toolkits/public': ['/api/toolkits/public', '/api/toolkits/public?limit=2'],
      '/api/toolkits/{id}': [`/api/toolkits/${toolkit}`],
      '/api/bulletin/articles': ['/api/bulletin/articles', '/api/bulletin/articles?page=2'],
      '/api/bulletin/articles/{id}': [`/api/bulletin/articles/${article}`],
      '/api/bulletin/latest': ['/api/bulletin/latest'],
    };
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(samples).sort());
    for (const [path, urls] of Object.entries(samples)) {
      expect(doc.paths[path]?.get, `${path} is documented`).toBeDefined();
      const validate = ajv.getSchema(`openapi${pointer(path)}`) ?? ajv.compile({ $ref: `openapi${pointer(path)}` });
      for (const url of urls) {
        const response = await fetch(`${baseURL}${url}`, { headers: { Origin: 'https://study-app.example' } });
        expect(response.status, url).toBe(200);
        expect(response.headers.get('access-control-allow-origin'), url).toBe('*');
        const body: unknown = await response.json();
        expect(validate(body) ? [] : validate.errors, url).toEqual([]);
      }
    }
  });

  it('rejects an answer that breaks the documented schema (the check can fail)', async () => {
    const doc = await getJson<Doc>('/api/openapi.json');
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, 'openapi');
    const validate = ajv.compile({ $ref: `openapi${pointer('/api/resources/{id}')}` });
    const real = await getJson<{ resource: Record<string, unknown> }>('/api/resources/notion');
    expect(validate(real)).toBe(true);
    expect(validate({ ...real, resource: { ...real.resource, tags: 'Free' } })).toBe(false);
    expect(validate({ brokenLinkReported: false })).toBe(false);
  });

  it('reads as a reference page at /developers, with no script and no third-party host', async () => {
    const response = await fetch(`${baseURL}/developers`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Use the catalog</h1>');
    expect(html).toContain('/api/search');
    expect(html).toContain('breaking change');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!localhost|127\.0\.0\.1)/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'self' .*'sha256-/);
  });
});
