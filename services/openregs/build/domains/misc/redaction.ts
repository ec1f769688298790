// The visitor-name redaction rule of the White House logs, applied at build.
// A non-tour visitor's name is dropped when the visit is an event (the description mentions a
// redaction keyword) or goes through the Visitors Office; otherwise it is kept only when the
// visitor was matched to a public actor, an unambiguous LDA lobbyist or a Plum Book appointee.
// Tour visitors are private members of the public: their names are always dropped (our reading
// of the rule, which only speaks of non-tour visits; the hash keeps them countable).
import { REDACTION_KEYWORDS, VISITORS_OFFICE } from '../../vocab/misc-white-house.js';

export interface VisitFacts {
  readonly isTour: boolean;
  readonly description: string;
  readonly visiteeFull: string;
  readonly matchedPublicActor: boolean;
  readonly isLobbyist: boolean;
  readonly isPlumBook: boolean;
}

export function keepsVisitorName(v: VisitFacts): boolean {
  if (v.isTour) return false;
  const upper = v.description.toUpperCase();
  if (REDACTION_KEYWORDS.some((k) => upper.includes(k))) return false;
  if (v.visiteeFull === VISITORS_OFFICE.full) return false;
  return v.matchedPublicActor || v.isLobbyist || v.isPlumBook;
}
