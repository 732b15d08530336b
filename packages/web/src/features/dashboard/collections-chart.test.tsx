import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastMonths } from '@trust/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { CollectionsChart } from './collections-chart';

const months = lastMonths('2026-11-21', 12).map((month, i) => ({ month, count: i, amount: i * 700 }));

function renderChart() {
  const { container } = render(
    <MantineProvider env="test">
      <CollectionsChart months={months} height={120} />
    </MantineProvider>,
  );
  return container;
}

describe('the collections chart', () => {
  it('draws a bar per month, as tall as its share of the top rupee mark', () => {
    const container = renderChart();
    const marks = [...container.querySelectorAll('.chart-y-axis span')].map((mark) => mark.textContent);
    expect(marks).toEqual(['₹0', '₹2K', '₹4K', '₹6K', '₹8K']);
    const names = [...container.querySelectorAll('.chart-x-axis span')].map((name) => name.textContent);
    expect(names).toEqual(['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    const heights = [...container.querySelectorAll<HTMLElement>('.chart-bar')].map((bar) => bar.style.height);
    expect(heights[0]).toBe('0%');
    // November's ₹7,700 of the ₹8K mark.
    expect(heights[11]).toBe('96.25%');
  });

  it("shows a month's amount while the pointer is on its column", async () => {
    const user = userEvent.setup();
    const container = renderChart();
    const columns = container.querySelectorAll('.chart-month');
    await user.hover(columns[9] as Element);
    expect(screen.getByText('Sep 2026')).toBeInTheDocument();
    expect(screen.getByText('Collected: ₹6,300')).toBeInTheDocument();
    expect(columns[9]).toHaveAttribute('data-pointed');
    await user.unhover(container.querySelector('.chart-plot') as Element);
    expect(screen.queryByText('Sep 2026')).not.toBeInTheDocument();
  });
});
