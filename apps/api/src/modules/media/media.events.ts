// What happens after the media module's changes (events/events.ts, ADR 014).
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { queueJob } from '../../jobs/job-definitions';
import { bracketPreviewJob } from './media.jobs';

export const bracketSetFormed = defineEvent({
  name: 'media.bracket_set_formed',
  when: 'the wizard groups frames into a bracket set not seen before (media.brackets)',
  payload: z.object({ framesKey: z.string().regex(/^[0-9a-f]{64}$/) }),
}).reactions([queueJob(bracketPreviewJob, ({ framesKey }) => [{ framesKey }])]);
