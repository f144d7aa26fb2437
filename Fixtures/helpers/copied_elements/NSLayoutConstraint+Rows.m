#import <UIKit/UIKit.h>

// Array helpers that copy each element into a local before handing it to Auto Layout: each
// string a caller puts in the array is checked at the caller's call.
@implementation NSLayoutConstraint (Rows)

+ (NSArray *)rows_constraintsWithFormats:(NSArray *)formats views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *entry in formats) {
        NSString *format = entry;
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

// Strings, dictionaries and arrays mixed: a string takes the first branch; the format of a
// dictionary or an array is read out of it (not visible at the caller, so not checked there).
+ (NSArray *)rows_constraintsWithEntries:(NSArray *)entries views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (id entry in entries) {
        NSString *format = @"";
        NSDictionary *metrics = nil;
        if ([entry isKindOfClass:[NSString class]]) {
            format = entry;
        } else if ([entry isKindOfClass:[NSDictionary class]]) {
            format = [entry[@"format"] length] > 0 ? [entry objectForKey:@"format"] : @"";
            metrics = entry[@"metrics"];
        } else if ([entry isKindOfClass:[NSArray class]]) {
            format = entry[0];
        }
        [result addObjectsFromArray:[self constraintsWithVisualFormat:format options:0 metrics:metrics views:views]];
    }
    return result;
}

// Traps: the text handed on is not the element, so the elements are not formats to check.
+ (NSArray *)rows_constraintsWithLowercase:(NSArray *)formats views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *entry in formats) {
        NSString *format = [entry lowercaseString];
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

// Only some strings are handed on, chosen by their text: the others are no formats.
+ (NSArray *)rows_constraintsWithLines:(NSArray *)lines views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *line in lines) {
        NSString *format = nil;
        if ([line hasPrefix:@"H:"] || [line hasPrefix:@"V:"]) format = line;
        if (!format) continue;
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

+ (NSArray *)rows_constraintsWithFallback:(NSArray *)formats views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *entry in formats) {
        NSString *format = entry;
        if (format.length == 0) format = @"H:|[spacer]|";
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

// The element itself is rewritten before it is handed on: the callers' strings are templates.
+ (NSArray *)rows_constraintsWithTemplates:(NSArray *)templates views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    for (NSString *format in templates) {
        format = [format stringByReplacingOccurrencesOfString:@"$" withString:@"|"];
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }
    return result;
}

+ (NSArray *)rows_constraintsWithEdgeTemplates:(NSArray *)templates views:(NSDictionary *)views
{
    NSMutableArray *result = [NSMutableArray array];
    [templates enumerateObjectsUsingBlock:^(NSString *format, NSUInteger index, BOOL *stop) {
        format = [format stringByReplacingOccurrencesOfString:@"$" withString:@"|"];
        [result addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    }];
    return result;
}

@end
