import { z } from 'zod';

/** Whether the viewer follows a seller, and how many people do (issue 20). */
export const ZFollowReply = z.object({ success: z.literal(true), isFollowing: z.boolean(), followers: z.number().int() });
export type TFollowReply = z.output<typeof ZFollowReply>;
