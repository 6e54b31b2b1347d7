import { groupOpeningHours, type OpeningHours } from "@/domain/site/opening-hours";

export function OpeningHoursList({ hours, className = "" }: { hours: OpeningHours; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {groupOpeningHours(hours).map((group) => (
        <div key={group.days} className="contents">
          <dt className="font-medium">{group.days}</dt>
          <dd>{group.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
