"use client";

import type { ReactNode } from "react";
import { telHref } from "@/domain/site/mask-phone";
import { type CallCar, recordCall } from "@/features/phone/record-call";

/** A plain "Call …" link (no masking) that still records the call (event 25, car_phone_call). */
export function CallLink({
  phone,
  websiteId,
  car = null,
  dealershipId = null,
  className,
  children,
}: {
  phone: string;
  websiteId: number;
  car?: CallCar | null;
  dealershipId?: number | null;
  className?: string;
  children: ReactNode;
}) {
  const tel = telHref(phone);
  if (!tel) return null;
  return (
    <a
      href={tel}
      className={className}
      data-action="call"
      onClick={() => recordCall({ phone, websiteId, car, dealershipId })}
    >
      {children}
    </a>
  );
}
