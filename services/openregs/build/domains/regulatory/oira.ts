// The OIRA tables: reviews (drawn from the Federal Register's rules, so run after it), the
// meetings held on rules under review, and their attendees.
import { type BuildContext, dayOfDate } from '../../../../../databases/build/kit/index.js';
import { OIRA_ATTENDEE_BASE_COUNT, OIRA_ATTENDEE_COLUMNS, attendeeRows } from './oira-attendees.js';
import { OIRA_MEETING_BASE_COUNT, OIRA_MEETING_COLUMNS, meetingRows, planMeetings } from './oira-meetings.js';
import { OIRA_REVIEW_COLUMNS, planReviews, reviewRows } from './oira-reviews.js';

export function generateOira(ctx: BuildContext): void {
  const reviews = planReviews(ctx);
  ctx.insert('oira_reviews', OIRA_REVIEW_COLUMNS, reviewRows(reviews), reviews.length);

  const meetingCount = ctx.count(OIRA_MEETING_BASE_COUNT, 40);
  const meetings = planMeetings(ctx.rng('oira_meetings-plan'), reviews, meetingCount, dayOfDate(ctx.now));
  ctx.insert('oira_meetings', OIRA_MEETING_COLUMNS, meetingRows(ctx.rng('oira_meetings'), meetings), meetings.length);

  const attendees = ctx.count(OIRA_ATTENDEE_BASE_COUNT, 400);
  ctx.insert(
    'oira_meeting_attendees',
    OIRA_ATTENDEE_COLUMNS,
    attendeeRows(ctx.rng('oira_meeting_attendees'), meetings, attendees),
    attendees,
  );
}
