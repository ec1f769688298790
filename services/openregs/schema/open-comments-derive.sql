-- The "currently open" population: not withdrawn, not a standing docket with a 2099/2100
-- sentinel deadline, and closing instant still ahead. The closing instant is compared with
-- julianday(), not as text and not by day: a deadline of 23:59:59 Eastern is stored as the next
-- UTC day, and one that passed earlier today is closed even though its date is today.
create view open_comments_active as
select *
from documents
where withdrawn = 0
  and perpetual_docket is not 1
  and julianday(comment_end_datetime) > julianday('now');
