"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { maskPhone, telHref } from "@/domain/site/mask-phone";
import { deviceId, sessionId } from "@/features/analytics/visitor-ids";
import { postPhoneEvent } from "@/features/phone/post-phone-event";
import { type CallCar, recordCall } from "@/features/phone/record-call";

/**
 * "Phone reveal" and click to call, as one island:
 * - the number shows masked (first 5 characters) until clicked, unless the site shows
 *   numbers at once (config.phone_display 'show');
 * - revealing registers the reveal (POST /api/phone-reveals with car_id, dealership_id,
 *   website_id); without JavaScript the link simply calls;
 * - calling (a click on the revealed number) sends POST /api/events/car_phone_call and
 *   event 25 (record-call.ts);
 * - no number: a console warning only, nothing rendered.
 */
export function PhoneReveal({
  phone,
  display,
  websiteId,
  car = null,
  dealershipId = null,
  prefix = "Call",
  className,
  icon,
}: {
  phone: string | null | undefined;
  display: "reveal" | "show";
  websiteId: number;
  car?: CallCar | null;
  dealershipId?: number | null;
  prefix?: string;
  className?: string;
  icon?: ReactNode;
}) {
  const [revealed, setRevealed] = useState(display === "show");
  const focusAfterReveal = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const number = phone?.trim() ?? "";
  const tel = number ? telHref(number) : null;

  useEffect(() => {
    if (!tel)
      console.warn(`phone: no phone number${car ? ` for car ${car.id}` : ""}; the call button is not shown`);
  }, [tel, car]);
  useEffect(() => {
    if (revealed && focusAfterReveal.current) linkRef.current?.focus();
  }, [revealed]);

  if (!tel) return null;
  const dealership_id = car?.dealership_id ?? dealershipId;
  const masked = maskPhone(number);
  const shown = revealed ? number : masked;
  const withPrefix = (text: string) => (prefix ? `${prefix} ${text}` : text);

  return (
    <a
      ref={linkRef}
      href={tel}
      className={className}
      data-phone-reveal={revealed ? "revealed" : "masked"}
      aria-label={revealed ? undefined : `${withPrefix(masked)}, show the full number`}
      onClick={(event) => {
        if (!revealed) {
          event.preventDefault();
          focusAfterReveal.current = true;
          setRevealed(true);
          postPhoneEvent("/api/phone-reveals", {
            car_id: car?.id ?? null,
            dealership_id,
            website_id: websiteId,
            url: window.location.href,
            anon_id: deviceId(),
            session_id: sessionId(),
          });
          return;
        }
        recordCall({ phone: number, websiteId, car, dealershipId: dealership_id });
      }}
    >
      {icon}
      <span>{withPrefix(shown)}</span>
      {!revealed && (
        <span aria-hidden="true" className="text-xs font-normal underline">
          Show number
        </span>
      )}
    </a>
  );
}
