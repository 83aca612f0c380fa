import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssUrl, normalizeColor, whitelabelStyle } from './whitelabel';

describe('whitelabelStyle', () => {
  it('maps every white-label field to its custom property', () => {
    expect(
      whitelabelStyle({
        navigation_background_color: '#112233',
        main_text_color: 'ffffff',
        active_text_color: 'rgb(255, 200, 0)',
        background_hover_color: '#000',
        hover_text_color: 'white',
        logo_left: 'https://cdn.example.com/logo.png',
      }),
    ).toEqual({
      '--plaudit-nav-bg': '#112233',
      '--plaudit-nav-text': '#ffffff',
      '--plaudit-nav-active-text': 'rgb(255, 200, 0)',
      '--plaudit-nav-hover-bg': '#000',
      '--plaudit-nav-hover-text': 'white',
      '--plaudit-logo-left': 'url("https://cdn.example.com/logo.png")',
    });
  });

  it('skips missing and unsafe values', () => {
    expect(whitelabelStyle(null)).toEqual({});
    expect(
      whitelabelStyle({
        navigation_background_color: 'red; background: url(x)',
        main_text_color: '',
        logo_left: null,
      }),
    ).toEqual({});
    expect(normalizeColor('}body{color:red')).toBeNull();
    expect(cssUrl('javascript:alert(1)')).toBeNull();
    expect(cssUrl('a"b\\c\nd')).toBe('url("a\\"b\\\\cd")');
  });

  it('applies as custom properties on an element', () => {
    const { container } = render(
      <div style={whitelabelStyle({ navigation_background_color: '#123456' })} />,
    );
    const div = container.firstElementChild as HTMLElement;
    expect(div.style.getPropertyValue('--plaudit-nav-bg')).toBe('#123456');
  });
});
