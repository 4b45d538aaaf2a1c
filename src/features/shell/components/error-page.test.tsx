import { render, screen } from '@testing-library/react';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('shows 404, the message and a Return to homepage button linking to /', () => {
    render(<ErrorPage statusCode={404} message="This page could not be found" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  });

  it('shows 400 for a request the server could not read (the client’s error)', () => {
    render(<ErrorPage statusCode={400} message="Bad Request" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('400');
    expect(screen.getByText('Bad Request')).toBeInTheDocument();
  });

  it('shows 500 for any other status', () => {
    render(<ErrorPage statusCode={503} message="Settings is not defined" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('500');
    expect(screen.getByText('Settings is not defined')).toBeInTheDocument();
  });
});
