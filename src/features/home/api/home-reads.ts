import type { ListNewsBody } from '../../../gen/model';

/** The banners: news category 5. */
export const BANNER_NEWS: ListNewsBody = { c_id: 5, page: 1, limit: 10 };
/** How many of the latest announcements (news category 4) the home tab lists. */
export const ANNOUNCEMENTS_SHOWN = 3;
export const ANNOUNCEMENT_NEWS: ListNewsBody = { c_id: 4, page: 1, limit: ANNOUNCEMENTS_SHOWN };
