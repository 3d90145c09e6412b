// `npm run lint:catalog` (part of `npm run lint`): validates the catalog's data files (features/core/catalog/data)
// with the seed's own zod rules and prints every problem with its file and entry; exits non-zero on any.
import './text-modules';

// After the text-module hook is in place: the catalog's articles are Markdown.
const { CATALOG_FILES } = await import('@quadkit/core/catalog/catalog-files');
const { catalogProblems } = await import('@quadkit/core/catalog/validate-catalog');

const problems = catalogProblems(CATALOG_FILES);
if (problems.length > 0) {
  console.error(`features/core/catalog: ${problems.length} problem(s) in the data files:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`features/core/catalog: the data files are valid (${CATALOG_FILES.resources.length} resource files).`);
