import { render } from '@testing-library/react';
import { BookOpen, Gamepad2, Headphones, Monitor, Shirt, Wrench } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, drawnIconFor } from './category-icon';

describe('category tiles without uploaded artwork', () => {
  it('draw an icon that stands for each base category, not its letters', () => {
    const drawn = ['Video Games', 'Consoles', 'Accessories', 'Merchandise', 'Spare Parts', 'Guides'].map(drawnIconFor);
    expect(drawn).toEqual([Gamepad2, Monitor, Headphones, Shirt, Wrench, BookOpen]);

    const { container } = render(<CategoryIcon name="Consoles" icon="" className="size-12" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
