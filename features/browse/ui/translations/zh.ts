// Browse's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import browse from '../browse/messages.zh';
import category from '../category/messages.zh';
import loadFailures from '../components/load-failures.messages.zh';
import shared from '../components/messages.zh';
import reportReasons from '../components/report-reasons.messages.zh';
import card from '../components/resource-card.messages.zh';
import heads from '../data/heads.messages.zh';
import homeCategories from '../home/category-tiles.messages.zh';
import homeFeatured from '../home/featured-strip.messages.zh';
import homeMajors from '../home/popular-majors.messages.zh';
import homePopular from '../home/popular-resources.messages.zh';
import majors from '../majors/messages.zh';
import panels from '../panels.messages.zh';
import reports from '../reports/messages.zh';
import routes from '../routes.messages.zh';
import guides from '../screens/category-guide.messages.zh';
import resource from '../screens/messages.zh';
import report from '../screens/report-dialog.messages.zh';
import tagBlurbs from '../screens/tag-blurbs.messages.zh';
import corrected from '../search/corrected-query.messages.zh';
import search from '../search/messages.zh';

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
