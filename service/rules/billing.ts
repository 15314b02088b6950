import type { Billing, BillUnit } from '../../models';

export interface BillingRow {
  is_billable: boolean | null;
  bill_rate: number | null;
  bill_unit: BillUnit | null;
}

/**
 * An activity's billing: each setting the project has overrides the category's, and a project with no
 * billing set leaves the category's in force. Worked out on every read, so a change to a project's rate
 * shows on its activities at once.
 */
export function inheritedBilling(project: BillingRow, category: BillingRow | null | undefined): Billing {
  return {
    is_billable: project.is_billable ?? category?.is_billable ?? null,
    bill_rate: project.bill_rate ?? category?.bill_rate ?? null,
    bill_unit: project.bill_unit ?? category?.bill_unit ?? null,
  };
}

export const billingOf = (row: BillingRow): Billing => ({
  is_billable: row.is_billable,
  bill_rate: row.bill_rate,
  bill_unit: row.bill_unit,
});
