// The browse routes' heads, from the same loader data their screens draw (core/shared/page-head.ts).
import { categoryTitle, findCategory, isCategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { categoryShareCard, listPageHead, siteHeadAt, siteShareCard } from '@quadkit/core/shared/head-defaults';
import { type HeadArgs, pageTitle, type RouteHead } from '@quadkit/core/shared/page-head';
import { breadcrumbList, itemList, type Linked } from '@quadkit/core/shared/structured-data';
import { taxonomyName } from '@quadkit/core/shared/i18n/taxonomy';
import { type Translate, translator } from '@quadkit/core/shared/i18n/translate';
import { headMessages } from './heads.messages';
import type {
  BrowseLoaderData,
  CategoryLoaderData,
  MajorLoaderData,
  MajorsLoaderData,
  ResourceDetailData,
} from './loaders';

const enc = encodeURIComponent;
const homeLink = (t: Translate<typeof headMessages.en>): Linked => ({ name: t('home'), path: '/' });
const resourceLink = (r: Pick<Resource, 'id' | 'title'>): Linked => ({ name: r.title, path: `/resource/${enc(r.id)}` });

export const browseHead: RouteHead<BrowseLoaderData> = ({ data, url, locale }) => {
  const t = translator(headMessages, locale);
  return listPageHead(url, {
    name: t('browse'),
    description: t('browseDescription'),
    path: '/browse',
    listName: t('browseList'),
    items: data.ok ? data.data.resources.map(resourceLink) : [],
  });
};

export const categoryHead: RouteHead<CategoryLoaderData> = ({ data, params, url, locale }) => {
  const t = translator(headMessages, locale);
  const slug = params.category ?? '';
  const title = taxonomyName(locale, 'category', categoryTitle(slug));
  // No such category: a 404 for crawlers, but the head names what the screen shows ('Some Slug', nothing found).
  if (!isCategorySlug(slug)) {
    return {
      title: pageTitle(title),
      description: t('noCategory', { title }),
      noindex: true,
      notFound: true,
    };
  }
  const self = { name: title, path: `/category/${enc(slug)}` };
  const items = data.ok ? data.data.resources.map(resourceLink) : [];
  return {
    title: pageTitle(title),
    description: t('categoryDescription', { title }),
    path: self.path,
    image: categoryShareCard(slug),
    jsonLd: [
      ...(items.length > 0 ? [itemList(url.origin, title, items)] : []),
      breadcrumbList(url.origin, [homeLink(t), self]),
    ],
  };
};

export const majorsHead: RouteHead<MajorsLoaderData> = ({ data, url, locale }) => {
  const t = translator(headMessages, locale);
  const seen = new Map<string, Linked>();
  for (const field of data.ok ? data.data.fields : [])
    for (const major of field.majors)
      seen.set(major.id, { name: taxonomyName(locale, 'major', major.name), path: `/majors/${enc(major.id)}` });
  return listPageHead(
    url,
    {
      name: t('majors'),
      description: t('majorsDescription'),
      path: '/majors',
      listName: t('majorsList'),
      items: [...seen.values()],
    },
    categoryShareCard('majors'),
  );
};

export const majorHead: RouteHead<MajorLoaderData> = ({ data, url, locale }) => {
  if (!data.ok) return data.notFound ? 'missing' : siteHeadAt(url.pathname, locale);
  const t = translator(headMessages, locale);
  const { major: found, resources } = data.data;
  const major = { id: found.id, name: taxonomyName(locale, 'major', found.name) };
  const self = { name: major.name, path: `/majors/${enc(major.id)}` };
  const items = resources.map(resourceLink);
  return {
    title: pageTitle(major.name),
    description: t('majorDescription', { major: major.name }),
    path: self.path,
    image: categoryShareCard('majors'),
    jsonLd: [
      ...(items.length > 0 ? [itemList(url.origin, t('majorList', { major: major.name }), items)] : []),
      breadcrumbList(url.origin, [homeLink(t), { name: t('majors'), path: '/majors' }, self]),
    ],
  };
};

export const resourceHead: RouteHead<ResourceDetailData> = ({ data, url, locale }: HeadArgs<ResourceDetailData>) => {
  if (!data) return 'missing';
  const t = translator(headMessages, locale);
  const { resource } = data;
  const title = resource.title || t('untitled');
  const self = { name: title, path: `/resource/${enc(resource.id)}` };
  const category = {
    name: taxonomyName(locale, 'category', categoryTitle(resource.category)),
    path: findCategory(resource.category)?.href ?? `/category/${enc(resource.category)}`,
  };
  return {
    title: pageTitle(title),
    description: resource.description,
    path: self.path,
    image: isCategorySlug(resource.category) ? categoryShareCard(resource.category) : siteShareCard,
    jsonLd: [breadcrumbList(url.origin, [homeLink(t), category, self])],
  };
};
