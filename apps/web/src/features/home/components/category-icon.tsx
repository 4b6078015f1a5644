import {
  BookOpen,
  Brain,
  Car,
  Compass,
  Gamepad2,
  Headphones,
  type LucideIcon,
  Monitor,
  Puzzle,
  Shirt,
  Swords,
  Trophy,
  WandSparkles,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { imageUrl } from '@/lib/image-url';

/** Words of a category's English name and the drawn icon that stands for them (buyer §8). */
const DRAWN: [RegExp, LucideIcon][] = [
  [/action|fight|battle|shoot/i, Swords],
  [/adventure/i, Compass],
  [/rpg|role/i, WandSparkles],
  [/sport/i, Trophy],
  [/racing|race|car/i, Car],
  [/strateg/i, Brain],
  [/puzzle|card/i, Puzzle],
  [/console/i, Monitor],
  [/accessor|headset|controller/i, Headphones],
  [/merch/i, Shirt],
  [/spare|part/i, Wrench],
  [/guide/i, BookOpen],
];

export function drawnIconFor(name: string): LucideIcon {
  return DRAWN.find(([pattern]) => pattern.test(name))?.[1] ?? Gamepad2;
}

/** The category's uploaded icon, or a drawn icon chosen from its name when the file is missing or fails to load. */
export function CategoryIcon({ name, icon, className }: { name: string; icon: string; className?: string }) {
  const url = imageUrl(icon, 'category');
  const [hasFailed, setHasFailed] = useState(false);
  if (!url || hasFailed) {
    const Icon = drawnIconFor(name);
    return (
      <span className={cn('grid place-items-center rounded-xl bg-brand-50 text-brand-600', className)}>
        <Icon aria-hidden="true" className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={() => setHasFailed(true)}
      className={cn('rounded-xl object-cover', className)}
    />
  );
}
