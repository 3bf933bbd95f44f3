import { useQuery } from '@tanstack/react-query';
import type { PlanId } from '@bloom/contract/plans';
import { apiClient } from '@/lib/http';

export interface PurchaseLink {
  /** The provider's checkout page, carrying the plan and the student's id. */
  url: string;
  plan_id: PlanId;
  price: number;
  discount_percent: number;
  total: number;
}

export async function getPurchaseUrl(planId: PlanId, applyDiscount: boolean): Promise<PurchaseLink> {
  const response = await apiClient.get<{ success: boolean; data: PurchaseLink }>('/payments/purchase-url/', {
    query: { plan: planId, apply_discount: applyDiscount },
  });
  return response.data;
}

/**
 * Fetched while the confirm dialog is open, so Proceed can open the tab in the click itself (a tab
 * opened after an await is blocked as a pop-up by some browsers).
 */
export function usePurchaseUrl(planId: PlanId, applyDiscount: boolean, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['payments', 'purchase-url', planId, applyDiscount],
    queryFn: () => getPurchaseUrl(planId, applyDiscount),
    enabled: options.enabled,
    staleTime: 5 * 60_000,
  });
}
