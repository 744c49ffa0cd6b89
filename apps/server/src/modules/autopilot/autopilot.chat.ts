import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { AUTOPILOT_REPLIES, type ChatService } from '../chat/chat.service.js';
import { unansweredDemoConversations } from './autopilot.repository.js';

/** How long the demo party "takes to type" at speed 1, and how far back a tick looks for unanswered conversations. */
export const CHAT_AUTOPILOT_PACE = { reply: 2_000, lookBack: 10 * 60_000 } as const;

const BATCH = 50;

/**
 * The demo autopilot's side of chat: a customer's first message to a store (the autopilot plays every
 * store) or to a demo courier gets one short answer a couple of seconds later. Stateless like the
 * order driving: each tick reads the conversations still waiting for their first answer, and each
 * answer is written only while the customer's message it saw is still the last one, so two instances
 * never both answer.
 */
export class ChatAutopilot {
  constructor(
    private readonly db: Db,
    private readonly deps: { chat: ChatService; clock: Clock; speed: number },
  ) {}

  /** One pass; answers how many conversations got their answer. */
  async tick(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const before = new Date(now - CHAT_AUTOPILOT_PACE.reply / this.deps.speed).toISOString();
    const since = new Date(now - CHAT_AUTOPILOT_PACE.lookBack).toISOString();
    let answered = 0;
    for (const c of await unansweredDemoConversations(this.db, since, before, BATCH)) {
      const text = c.party_type === 'delivery_man' ? AUTOPILOT_REPLIES.delivery_man : AUTOPILOT_REPLIES.vendor;
      if (await this.deps.chat.autoReply(c.id, c.last_message_id!, text)) answered += 1;
    }
    return answered;
  }
}
