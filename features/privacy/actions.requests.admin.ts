'use server';
// The operator's answer to a KVKK request (/admin/kvkk): through adminAction (session and level
// checked before the input is read, zod, then an admin_activity_logs row). The log line names the
// kind and the outcome, never the person: moderators read the activity feed, not the requests.
import { adminAction } from '@/platform/access/admin-action';
import { KVKK_SCREEN, resolveKvkkRequest } from '@/features/privacy/server/admin-requests';
import { KIND_LABELS, STATUS_LABELS } from '@/features/privacy/rules/requests';
import { kvkkResolveSchema } from '@/features/privacy/schema.requests';

export const resolveKvkkRequestAction = adminAction(KVKK_SCREEN.level, kvkkResolveSchema,
  (input, admin) => resolveKvkkRequest(input, admin.id),
  (input, data) => ({
    action: input.outcome === 'done' ? 'KVKK_REQUEST_DONE' : 'KVKK_REQUEST_REJECT',
    targetType: 'kvkk_request',
    targetId: input.id,
    description: `${KIND_LABELS[data.kind]} · ${STATUS_LABELS[data.outcome]}${data.mailed ? ' · yanıt e-postayla gönderildi' : ''}`,
  }));
