// The browse routes' heads, from the same loader data their screens draw (core/shared/page-head.ts).
import { categoryTitle, findCategory, isCategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { categoryShareCard, listPageHead, siteHeadAt, siteShareCard } from '@quadkit/core/shared/head-defaults';
import { type HeadArgs, pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { breadcrumbList, itemList, type Linked } from '@quadkit/core/shared/structured-data';
import type {
  BrowseLoaderData,
  CategoryLoaderData,
  MajorLoaderData,
  MajorsLoaderData,
  ResourceDetailData,
} from './loaders';

const enc = encodeURIComponent;
const HOME: Linked = { name: 'Home', path: '/' };
const resourceLink = (r: Pick<Resource, 'id' | 'title'>): Linked => ({ name: r.title, path: `/resource/${enc(r.id)}` });

export const browseHead: RouteHead<BrowseLoaderData> = ({ data, url }) =>
  listPageHead(url, {
    name: 'Browse Resources',
    description:
      'Search, sort and filter every free tool, student discount and guide Quadkit lists, by category, tag and region.',
    path: '/browse',
    listName: 'Student resources',
    items: data.ok ? data.data.resources.map(resourceLink) : [],
  });

export const categoryHead: RouteHead<CategoryLoaderData> = ({ data, params, url }) => {
  const slug = params.category ?? '';
  const title = categoryTitle(slug);
  // No such category: a 404 for crawlers, but the head names what the screen shows ('Some Slug', nothing found).
  if (!isCategorySlug(slug)) {
    return {
      title: pageTitle(title),
      description: `Quadkit has no ${title} category.`,
      noindex: true,
      notFound: true,
    };
  }
  const self = { name: title, path: `/category/${enc(slug)}` };
  const items = data.ok ? data.data.resources.map(resourceLink) : [];
  return {
    title: pageTitle(title),
    description: `Free tools, student discounts and guides for ${title}, picked for students.`,
    path: self.path,
    image: categoryShareCard(slug),
    jsonLd: [
      ...(items.length > 0 ? [itemList(url.origin, title, items)] : []),
      breadcrumbList(url.origin, [HOME, self]),
    ],
  };
};

export const majorsHead: RouteHead<MajorsLoaderData> = ({ data, url }) => {
  const seen = new Map<string, Linked>();
  for (const field of data.ok ? data.data.fields : [])
    for (const major of field.majors) seen.set(major.id, { name: major.name, path: `/majors/${enc(major.id)}` });
  return listPageHead(
    url,
    {
      name: 'Explore by Major',
      description: 'Find the tools, guides and scholarships that fit your major, grouped by field of study.',
      path: '/majors',
      listName: 'Majors',
      items: [...seen.values()],
    },
    categoryShareCard('majors'),
  );
};

export const majorHead: RouteHead<MajorLoaderData> = ({ data, url }) => {
  if (!data.ok) return data.notFound ? 'missing' : siteHeadAt(url.pathname);
  const { major, resources } = data.data;
  const self = { name: major.name, path: `/majors/${enc(major.id)}` };
  const items = resources.map(resourceLink);
  return {
    title: pageTitle(major.name),
    description: `Tools, guides and scholarships for ${major.name} students.`,
    path: self.path,
    image: categoryShareCard('majors'),
    jsonLd: [
      ...(items.length > 0 ? [itemList(url.origin, `Resources for ${major.name}`, items)] : []),
      breadcrumbList(url.origin, [HOME, { name: 'Explore by Major', path: '/majors' }, self]),
    ],
  };
};

export const resourceHead: RouteHead<ResourceDetailData> = ({ data, url }: HeadArgs<ResourceDetailData>) => {
  if (!data) return 'missing';
  const { resource } = data;
  const title = resource.title || 'Untitled';
  const self = { name: title, path: `/resource/${enc(resource.id)}` };
  const category = {
    name: categoryTitle(resource.category),
    path: findCategory(resource.category)?.href ?? `/category/${enc(resource.category)}`,
  };
  return {
    title: pageTitle(title),
    description: resource.description,
    path: self.path,
    image: isCategorySlug(resource.category) ? categoryShareCard(resource.category) : siteShareCard,
    jsonLd: [breadcrumbList(url.origin, [HOME, category, self])],
  };
};
