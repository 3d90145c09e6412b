// Search-engine metadata of the home page: social-share tags (Open Graph, Twitter) with the 1200x630 image,
// and JSON-LD for the organisation, the site's search action (/browse?q=…) and up to 10 listed resources.
// React hoists the <meta> tags into <head>; the JSON-LD script stays in the page, where crawlers read it too.
import { resourcePath } from '../components/resource-path';
import { itemListResources } from './home-picks';
import { useSlotData } from '@quadkit/core/ui/data/use-slot-data';
import { loadResourceList } from '../data/resource-list';

const TITLE = 'Quadkit – Free tools and student discounts for university students';
const DESCRIPTION = 'Quadkit curates free tools, student discounts, guides and toolkits for university students.';
const OG_IMAGE = '/images/brand/og-image.png';

/** JSON in a script element: '<' escaped so no text in the data can close the element early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function structuredData(origin: string, items: ReadonlyArray<{ id: string; title: string }>) {
  const graph: unknown[] = [
    {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Quadkit',
      url: `${origin}/`,
      logo: `${origin}/images/brand/logo.svg`,
    },
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Quadkit',
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/browse?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  if (items.length > 0) {
    graph.push({
      '@type': 'ItemList',
      name: 'Featured student resources',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.title,
        url: `${origin}${resourcePath(item.id)}`,
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

export function HomeMetadata() {
  const load = useSlotData('home', () => loadResourceList());
  const origin = window.location.origin;
  const items = load.status === 'loaded' ? itemListResources(load.data.resources) : [];
  const image = `${origin}${OG_IMAGE}`;
  return (
    <>
      <link rel="canonical" href={`${origin}/`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Quadkit" />
      <meta property="og:title" content={TITLE} />
      <meta property="og:description" content={DESCRIPTION} />
      <meta property="og:url" content={`${origin}/`} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content="Quadkit: resources for students" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={TITLE} />
      <meta name="twitter:description" content={DESCRIPTION} />
      <meta name="twitter:image" content={image} />
      <script type="application/ld+json">{scriptJson(structuredData(origin, items))}</script>
    </>
  );
}
