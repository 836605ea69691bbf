import { StrokeIcon } from '../../shared/ui/icon/stroke-icon';

const PATHS: Record<string, string> = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  market: 'M4 19h16M6 16l4-5 3 3 5-7',
  trade: 'M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3',
  orders: 'M6 4h12v16H6zM9 8h6M9 12h6M9 16h4',
  assets: 'M4 7h16v12H4zM4 7l2-3h12l2 3M15 13h2',
};

export function TabIcon({ name }: { name: string }) {
  return (
    <StrokeIcon size={22} strokeWidth={1.8} rounded>
      <path d={PATHS[name]} />
    </StrokeIcon>
  );
}
