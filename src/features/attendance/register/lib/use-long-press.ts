import { useRef } from 'react';

const LONG_PRESS_MS = 500;

/**
 * A button's handlers for a tap and a long press (held half a second). The press opens on
 * its own timer, so the finger need not lift; its release is then not also a tap. The
 * context menu a long touch brings up on a tablet is kept away.
 */
export function useLongPress(onTap: () => void, onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const endPress = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown: () => {
      pressed.current = false;
      timer.current = setTimeout(() => {
        pressed.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerUp: endPress,
    onPointerLeave: endPress,
    onPointerCancel: endPress,
    onContextMenu: (e: { preventDefault: () => void }) => e.preventDefault(),
    onClick: () => {
      // The long press already did its work; its release is not a tap.
      if (pressed.current) {
        pressed.current = false;
        return;
      }
      onTap();
    },
  };
}
