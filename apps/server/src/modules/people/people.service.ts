import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { OperatorInvites } from '../operator/operator.invite.js';
import { CouriersConsoleService } from './people.couriers.js';
import { CustomersConsoleService } from './people.customers.js';
import { StaffConsoleService } from './people.staff.js';

/** The console's people: customers, staff and couriers. */
export function peopleServices(deps: { db: Kysely<Database>; clock: Clock; invites: OperatorInvites; businessName: () => Promise<string> }) {
  const staff = new StaffConsoleService(deps);
  return { customers: new CustomersConsoleService(deps), staff, couriers: new CouriersConsoleService({ ...deps, staff }) };
}
