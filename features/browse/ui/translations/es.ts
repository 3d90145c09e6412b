// Browse's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import browse from '../browse/messages.es';
import category from '../category/messages.es';
import loadFailures from '../components/load-failures.messages.es';
import shared from '../components/messages.es';
import reportReasons from '../components/report-reasons.messages.es';
import card from '../components/resource-card.messages.es';
import heads from '../data/heads.messages.es';
import homeCategories from '../home/category-tiles.messages.es';
import homeFeatured from '../home/featured-strip.messages.es';
import homeMajors from '../home/popular-majors.messages.es';
import homePopular from '../home/popular-resources.messages.es';
import majors from '../majors/messages.es';
import panels from '../panels.messages.es';
import reports from '../reports/messages.es';
import routes from '../routes.messages.es';
import guides from '../screens/category-guide.messages.es';
import resource from '../screens/messages.es';
import report from '../screens/report-dialog.messages.es';
import tagBlurbs from '../screens/tag-blurbs.messages.es';
import corrected from '../search/corrected-query.messages.es';
import search from '../search/messages.es';

export default {
  'browse.browse': browse,
  'browse.category': category,
  'browse.shared': shared,
  'browse.load-failures': loadFailures,
  'browse.report-reasons': reportReasons,
  'browse.card': card,
  'browse.panels': panels,
  'browse.heads': heads,
  'browse.home-categories': homeCategories,
  'browse.home-featured': homeFeatured,
  'browse.home-majors': homeMajors,
  'browse.home-popular': homePopular,
  'browse.majors': majors,
  'browse.reports': reports,
  'browse.routes': routes,
  'browse.guides': guides,
  'browse.resource': resource,
  'browse.report': report,
  'browse.tag-blurbs': tagBlurbs,
  'browse.corrected': corrected,
  'browse.search': search,
} satisfies LocaleTables;
