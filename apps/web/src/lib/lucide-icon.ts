import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * lucide-react's `createLucideIcon`, which every icon module of that package calls, made lean (docs/decisions/054):
 * the builds give this module to lucide-react's icons (vite-plugins/lean-icons.ts). The same `<svg>` as lucide's for
 * the props we pass, from the same icon data, with one component and one props object per icon instead of two
 * components and a dozen spreads, sets and splits: drawing a product page on the server spent a fifth of its time
 * in icons. lucide's `LucideProvider` defaults and `nonScalingStroke` are not used here and not supported.
 */
type IconNode = [tag: string, attributes: Record<string, string>][];
type IconData = { name?: string; node: IconNode; aliases?: string[]; size?: number };
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const VIEWBOX_SIZE = 24;

function hasAccessibleName(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null) return true;
  }
  return false;
}

const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());

export default function createLucideIcon(iconDataOrName: IconData | string, iconNode: IconNode = [], aliases: string[] = []) {
  const icon: IconData = typeof iconDataOrName === 'string' ? { name: iconDataOrName, node: iconNode, aliases } : iconDataOrName;
  const names = [icon.name, ...(icon.aliases ?? [])].filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  const baseClass = ['lucide', ...names.map((name) => `lucide-${name}`)].join(' ');
  const viewBox = `0 0 ${icon.size ?? VIEWBOX_SIZE} ${icon.size ?? VIEWBOX_SIZE}`;
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ className, size = VIEWBOX_SIZE, width, height, color, strokeWidth = 2, absoluteStrokeWidth = false, children, ...rest }, ref) => {
      const paths: ReactNode[] = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
      if (children != null) paths.push(...(Array.isArray(children) ? children : [children]));
      return createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: width ?? size,
          height: height ?? size,
          viewBox,
          fill: 'none',
          stroke: color || 'currentColor',
          strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * VIEWBOX_SIZE) / Number(size) : strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: className ? `${baseClass} ${className}` : baseClass,
          ...(!children && !hasAccessibleName(rest) && { 'aria-hidden': 'true' }),
          ...rest,
        },
        paths,
      );
    },
  );
  if (icon.name) Icon.displayName = pascalCase(icon.name);
  return Icon;
}
