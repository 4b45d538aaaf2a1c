/** An event tracked to a customer of the fake. */
export interface FakeEvent {
  type: string;
  /** Seconds since the epoch. */
  timestamp: number;
  properties: Record<string, unknown>;
}

/** A customer of the fake: the hard id `registered`, the soft ids `email`, properties, events. */
export interface FakeCustomer {
  registered: string | null;
  emails: string[];
  properties: Record<string, unknown>;
  events: FakeEvent[];
}

/** One result of customer attributes. */
export type AttributeResult = { success: true; value: unknown } | { success: false; error: string };

/** The external ids of a request, as Bloomreach takes them: a soft id may be one value or many. */
export type FakeIds = Record<string, unknown>;

/**
 * The fake's customers, kept as Bloomreach keeps them: a hard id names one customer, a soft id may
 * be shared, and tracking to ids nobody has creates a customer.
 */
export class FakeCustomerStore {
  readonly customers: FakeCustomer[] = [];

  /** The customer with these ids: by hard id first, then by soft id. */
  find(ids: FakeIds): FakeCustomer | undefined {
    const registered = typeof ids.registered === 'string' ? ids.registered : undefined;
    if (registered !== undefined) {
      const byHardId = this.customers.find((customer) => customer.registered === registered);
      if (byHardId) return byHardId;
    }
    const emails = softIds(ids.email);
    return this.customers.find((customer) =>
      customer.emails.some((email) => emails.includes(email)),
    );
  }

  /** The customer with these ids, created when there is none, with the ids added. */
  identify(ids: FakeIds): FakeCustomer {
    let customer = this.find(ids);
    if (!customer) {
      customer = { registered: null, emails: [], properties: {}, events: [] };
      this.customers.push(customer);
    }
    if (typeof ids.registered === 'string') customer.registered ??= ids.registered;
    for (const email of softIds(ids.email)) {
      if (!customer.emails.includes(email)) customer.emails.push(email);
    }
    return customer;
  }

  /**
   * Whether the customer's consent in `category` is valid now: the latest consent event of that
   * category decides. An event missing a required attribute revokes, as the documentation says.
   */
  consentValid(customer: FakeCustomer, category: string, now = Date.now() / 1000): boolean {
    const latest = customer.events
      .filter((event) => event.type === 'consent' && event.properties.category === category)
      .reduce<FakeEvent | undefined>(
        (last, event) => (!last || event.timestamp >= last.timestamp ? event : last),
        undefined,
      );
    if (!latest) return false;
    const { action, timestamp, valid_until: validUntil } = latest.properties;
    if (action !== 'accept' || typeof timestamp !== 'number') return false;
    return validUntil === 'unlimited' || (typeof validUntil === 'number' && validUntil > now);
  }

  /** One attribute of customer attributes, as `{ success, value }` or `{ success: false, error }`. */
  attribute(customer: FakeCustomer, attribute: unknown): AttributeResult {
    if (typeof attribute !== 'object' || attribute === null) {
      return { success: false, error: 'Invalid attribute' };
    }
    const asked = attribute as Record<string, unknown>;
    switch (asked.type) {
      case 'property':
        return { success: true, value: customer.properties[String(asked.property)] ?? null };
      case 'id':
        // A hard id has one value; a soft id a list of them.
        if (asked.id === 'registered') return { success: true, value: customer.registered };
        if (asked.id === 'email') return { success: true, value: customer.emails };
        return { success: true, value: null };
      case 'consent':
        if (asked.mode !== undefined && asked.mode !== 'valid') {
          return { success: false, error: 'The fake answers consent mode "valid" only' };
        }
        return { success: true, value: this.consentValid(customer, String(asked.category)) };
      default:
        return { success: false, error: 'No permission' };
    }
  }
}

function softIds(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is string => typeof id === 'string');
}
