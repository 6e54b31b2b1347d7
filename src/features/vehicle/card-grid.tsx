import type { ComponentProps } from "react";

/**
 * The responsive column sets of a grid of cards, as whole class names (Tailwind only sees
 * literal ones): one column on a phone, two from `sm`, then four or three.
 */
const COLUMNS = {
  /** a full-width section: four across from `lg` */
  four: "sm:grid-cols-2 lg:grid-cols-4",
  /** three across from `lg` */
  three: "sm:grid-cols-2 lg:grid-cols-3",
  /** beside the search filters, which take a column of their own: three across only from `xl` */
  "three-beside-filters": "sm:grid-cols-2 xl:grid-cols-3",
} as const;

export type CardGridColumns = keyof typeof COLUMNS;

/** The grid list's classes (an Astro page draws the same list around its cards and islands). */
export function cardGridClass(columns: CardGridColumns, className = "mt-6"): string {
  return `${className} grid gap-6 ${COLUMNS[columns]}`;
}

/**
 * The list that lays out a grid of cards. Server and client components both use it (the
 * saved-cars list draws its own cards on the device); VehicleGrid fills it with VehicleCards.
 */
export function CardGrid({
  columns,
  className,
  ...list
}: { columns: CardGridColumns; className?: string } & Omit<ComponentProps<"ul">, "className">) {
  return <ul className={cardGridClass(columns, className)} {...list} />;
}
