"""The translation checker: ``cardavia check``. See :func:`toolkit.check.run.check_path`."""
