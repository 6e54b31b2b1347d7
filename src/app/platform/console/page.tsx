import type { Metadata } from "next";
import { ConsoleApp } from "@/features/console/console-app";

export const metadata: Metadata = { title: "Dealer console – Forecourt", robots: { index: false } };

/**
 * /console on the platform host (a dealer's host has no such route: 404). The screens are a
 * client-rendered app; everything they show comes from the console API, which checks the
 * session and scope on every call.
 */
export default function ConsolePage() {
  return <ConsoleApp />;
}
