import { ACTIVITY_STYLES } from './activity-styles';
import { ATTRACTION_STYLES } from './attraction-styles';
import { AUTHOR_STYLES } from './author-styles';
import { BLOG_STYLES } from './blog-styles';
import { CAMPAIGN_STYLES } from './campaign-styles';
import { CAMPSITE_STYLES } from './campsite-styles';
import { CARE_STYLES } from './care-styles';
import { HOME_CARE_STYLES } from './home-care-styles';
import { CHANNEL_STYLES } from './channel-styles';
import { CLUB_STYLES } from './club-styles';
import { CLASSES_STYLES } from './classes-styles';
import { GROUP_STYLES } from './group-styles';
import { TOUR_STYLES } from './tour-styles';
import { CONFERENCE_STYLES } from './conference-styles';
import { COURSE_STYLES } from './course-styles';
import { COPY_AR } from './copy-ar';
import { COPY_DE } from './copy-de';
import { COPY_EN } from './copy-en';
import { COPY_ES } from './copy-es';
import { COPY_FR } from './copy-fr';
import { COPY_IT } from './copy-it';
import { COPY_JA } from './copy-ja';
import { COPY_NL } from './copy-nl';
import { COPY_PT } from './copy-pt';
import { COPY_ZH } from './copy-zh';
import { FUNERAL_STYLES } from './funeral-styles';
import { LAUNCH_STYLES } from './launch-styles';
import { GAME_STYLES } from './game-styles';
import { LISTING_STYLES } from './listing-styles';
import { HOLIDAY_LET_STYLES } from './holiday-let-styles';
import { DEALER_STYLES } from './dealer-styles';
import { SUPPLIER_STYLES } from './supplier-styles';
import { PRODUCT_STYLES } from './product-styles';
import { RESUME_STYLES } from './resume-styles';
import { CREATOR_STYLES } from './creator-styles';
import { OPEN_SOURCE_STYLES } from './open-source-styles';
import { LOCAL_STYLES } from './local-styles';
import { WALK_IN_STYLES } from './walk-in-styles';
import { mosqueStyle } from './mosque-words';
import { MAKER_STYLES } from './maker-styles';
import { PLANNER_STYLES } from './planner-styles';
import { RECRUITMENT_STYLES } from './recruitment-styles';
import { RESEARCH_STYLES } from './research-styles';
import { RESTAURANT_STYLES } from './restaurant-styles';
import { SCHOOL_STYLES } from './school-styles';
import { SHOP_STYLES } from './shop-styles';
import { SHOW_STYLES } from './show-styles';
import { TATTOO_STYLES } from './tattoo-styles';
import { VENUE_STYLES } from './venue-styles';
import { VENUE_HIRE_STYLES } from './venue-hire-styles';
import { WORKSPACE_STYLES } from './workspace-styles';
import { WEDDING_STYLES } from './wedding-styles';
import { WORSHIP_STYLES } from './worship-styles';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * A language's phrasebook with its page styles: a restaurant's service styles (restaurant-styles.ts), a
 * shop's in-store words (shop-styles.ts), a show's (show-styles.ts), a video channel's (channel-styles.ts), a venue's (venue-styles.ts), a couple's wedding website's (wedding-styles.ts) and a conference's (conference-styles.ts), a blog's (blog-styles.ts), a video game's (game-styles.ts), a product's launch words over the software, shop and start-up pages (launch-styles.ts), one product's (product-styles.ts), an open-source project's over the software and start-up pages (open-source-styles.ts), a supplier's to other businesses over the start-up page (supplier-styles.ts), a
 * local service's stays and quotes (local-styles.ts), a funeral director's (funeral-styles.ts), a club's
 * (club-styles.ts), a place to visit's (attraction-styles.ts), a school's (school-styles.ts), a care home's (care-styles.ts), an online course's (course-styles.ts), a campsite's (campsite-styles.ts), an activity venue's (activity-styles.ts), a venue for hire's (venue-hire-styles.ts), one holiday home's (holiday-let-styles.ts) and a car dealer's (dealer-styles.ts) words, a
 * place of worship's words (worship-styles.ts), a candidate's campaign's (campaign-styles.ts), a mosque's (mosque-words.ts), an author's (author-styles.ts), a tattoo studio's (tattoo-styles.ts), a wedding or party planner's (planner-styles.ts), a furniture maker's (maker-styles.ts), a creator's (creator-styles.ts) and a recruitment
 * agency's (recruitment-styles.ts), one home for sale's (listing-styles.ts) and a job seeker's (resume-styles.ts).
 */
function styled(copy: Record<BlueprintId, BlueprintCopy>, lang: keyof typeof RESTAURANT_STYLES & keyof typeof LOCAL_STYLES & keyof typeof WORSHIP_STYLES): Record<BlueprintId, BlueprintCopy> {
  return {
    ...copy, restaurant: { ...copy.restaurant, styles: RESTAURANT_STYLES[lang] }, agency: { ...copy.agency, styles: { ...RECRUITMENT_STYLES[lang], ...RESEARCH_STYLES[lang], ...LISTING_STYLES[lang], ...RESUME_STYLES[lang] } }, ecommerce: { ...copy.ecommerce, styles: { ...SHOP_STYLES[lang], ...LAUNCH_STYLES[lang], ...PRODUCT_STYLES[lang] } },
    saas: { ...copy.saas, styles: { ...LAUNCH_STYLES[lang], ...OPEN_SOURCE_STYLES[lang] } }, startup: { ...copy.startup, styles: { ...LAUNCH_STYLES[lang], ...OPEN_SOURCE_STYLES[lang], ...SUPPLIER_STYLES[lang] } },
    events: { ...copy.events, styles: { ...SHOW_STYLES[lang], ...CHANNEL_STYLES[lang], ...VENUE_STYLES[lang], ...WEDDING_STYLES[lang], ...CONFERENCE_STYLES[lang], ...BLOG_STYLES[lang], ...GAME_STYLES[lang] } }, portfolio: { ...copy.portfolio, styles: { ...AUTHOR_STYLES[lang], ...TATTOO_STYLES[lang], ...PLANNER_STYLES[lang], ...MAKER_STYLES[lang], ...CREATOR_STYLES[lang] } },
    local: { ...copy.local, styles: { ...LOCAL_STYLES[lang], ...FUNERAL_STYLES[lang], ...CLUB_STYLES[lang], ...CLASSES_STYLES[lang], ...GROUP_STYLES[lang], ...TOUR_STYLES[lang], ...ATTRACTION_STYLES[lang], ...SCHOOL_STYLES[lang], ...CARE_STYLES[lang], ...HOME_CARE_STYLES[lang], ...COURSE_STYLES[lang], ...CAMPSITE_STYLES[lang], ...ACTIVITY_STYLES[lang], ...VENUE_HIRE_STYLES[lang], ...WORKSPACE_STYLES[lang], ...HOLIDAY_LET_STYLES[lang], ...DEALER_STYLES[lang], ...WALK_IN_STYLES[lang] } }, nonprofit: { ...copy.nonprofit, styles: { ...WORSHIP_STYLES[lang], mosque: mosqueStyle(WORSHIP_STYLES[lang].worship, lang), ...CAMPAIGN_STYLES[lang] } },
  };
}

/**
 * The offline writer's phrasebooks by language (issue 15 §5). A language without its own table is
 * written in English, and the renderer marks that text with `lang="en"`.
 */
export const COPIES: { en: Record<BlueprintId, BlueprintCopy> } & Partial<Record<string, Record<BlueprintId, BlueprintCopy>>> = {
  en: styled(COPY_EN, 'en'), es: styled(COPY_ES, 'es'), pt: styled(COPY_PT, 'pt'), fr: styled(COPY_FR, 'fr'), de: styled(COPY_DE, 'de'),
  it: styled(COPY_IT, 'it'), nl: styled(COPY_NL, 'nl'), ar: styled(COPY_AR, 'ar'), ja: styled(COPY_JA, 'ja'), zh: styled(COPY_ZH, 'zh'),
};
