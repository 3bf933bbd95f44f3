import { accountPersonalData } from '../accounts/accounts.personal-data';
import { analyticsPersonalData } from '../analytics/analytics.personal-data';
import { bookingsPersonalData } from '../bookings/bookings.personal-data';
import { coachingPersonalData } from '../coaching/coaching.personal-data';
import { communityPersonalData } from '../community/community.personal-data';
import { creditsPersonalData } from '../credits/credits.personal-data';
import { featureVotesPersonalData } from '../feature-requests/feature-requests.personal-data';
import { gamificationPersonalData } from '../gamification/gamification.personal-data';
import { growthPersonalData } from '../growth/growth.personal-data';
import { profilePersonalData } from '../profiles/profiles.personal-data';
import { referralsPersonalData } from '../referrals/referrals.personal-data';
import { rewardsPersonalData } from '../rewards/rewards.personal-data';
import type { PersonalDataPart } from './personal-data';

/**
 * Every module that keeps something about a student, one line each: the download holds each part's
 * section, and an account deletion erases them in this order inside one transaction. The account itself
 * comes last, because the parts before it still read the student's name and address (the coach's mail
 * about a canceled session). A new module that stores student data adds its line here.
 */
export const personalDataParts: readonly PersonalDataPart[] = [
  profilePersonalData,
  growthPersonalData,
  coachingPersonalData,
  bookingsPersonalData,
  creditsPersonalData,
  gamificationPersonalData,
  rewardsPersonalData,
  referralsPersonalData,
  featureVotesPersonalData,
  analyticsPersonalData,
  communityPersonalData,
  accountPersonalData,
];
